console.log("server placeholder")
